import { createBrowserRouter } from 'react-router-dom';
import { routes } from './routes';

/** The app's one router; the navigate port drives it from the stores. */
export const router = createBrowserRouter(routes);

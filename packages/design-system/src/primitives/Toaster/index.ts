export { toast } from 'react-hot-toast';
export { TOAST_DURATIONS, TOAST_LIMIT, Toaster, type ToasterProps } from './Toaster';

import { Outlet } from 'react-router-dom';

/** The signed-in layout: navigation around the page. */
export function AppLayout() {
  return (
    <div>
      <main>
        <Outlet />
      </main>
    </div>
  );
}

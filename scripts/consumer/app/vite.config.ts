import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A plain Vite + React app: the packages arrive built, so no vanilla-extract plugin.
export default defineConfig({ plugins: [react()] });

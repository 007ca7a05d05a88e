import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { syncTime } from './api/client.ts';
import { LoginPage } from './login/login-page.tsx';

await syncTime();
createRoot(document.getElementById('root')!).render(<StrictMode><LoginPage /></StrictMode>);

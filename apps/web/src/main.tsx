import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n/index.ts';
import { syncServerTime } from './api/request.ts';
import { AppRoot } from './app.tsx';

// the server time difference signs every call: learn it first (3 tries, then render anyway)
void syncServerTime().finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppRoot />
    </StrictMode>,
  );
});

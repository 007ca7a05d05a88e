// The login page's few icons, drawn inline: @ant-design/icons would bring antd's icon runtime.

const svg = { width: '1em', height: '1em', fill: 'currentColor', focusable: false } as const;

export const MobileIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" {...svg}>
    <path d="M16 2H8a3 3 0 0 0-3 3v14a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V5a3 3 0 0 0-3-3Zm1 17a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h8a1 1 0 0 1 1 1v14Zm-5-3a1.25 1.25 0 1 0 0 2.5A1.25 1.25 0 0 0 12 16Z" />
  </svg>
);

export const LockIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" {...svg}>
    <path d="M17 9V7a5 5 0 0 0-10 0v2a3 3 0 0 0-3 3v7a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3v-7a3 3 0 0 0-3-3ZM9 7a3 3 0 0 1 6 0v2H9V7Zm9 12a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v7Zm-6-6a1.5 1.5 0 0 0-1 2.62V17a1 1 0 0 0 2 0v-1.38A1.5 1.5 0 0 0 12 13Z" />
  </svg>
);

export const EyeIcon = ({ open }: { open: boolean }) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" {...svg}>
    <path d="M12 5C6.5 5 2.7 9.3 1.6 11.4a1.3 1.3 0 0 0 0 1.2C2.7 14.7 6.5 19 12 19s9.3-4.3 10.4-6.4a1.3 1.3 0 0 0 0-1.2C21.3 9.3 17.5 5 12 5Zm0 12c-4 0-7.1-3-8.3-5 1.2-2 4.3-5 8.3-5s7.1 3 8.3 5c-1.2 2-4.3 5-8.3 5Zm0-8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7Z" />
    {!open && <path d="M3.3 2.3a1 1 0 0 0-1.4 1.4l18.4 18.4a1 1 0 0 0 1.4-1.4Z" />}
  </svg>
);

export const ErrorIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" {...svg}>
    <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z" />
  </svg>
);

/**
 * A toast without antd in the caller's bundle: the message component loads with the first toast
 * (as the request layer's default error notifier does). For places outside the signed-in frame
 * (login page, route guard); pages inside it use App.useApp().
 */
export function toast(kind: 'success' | 'error', content: string): void {
  import('antd/es/message/index.js').then(
    ({ default: message }) => void message[kind](content),
    () => console.error(content),
  );
}

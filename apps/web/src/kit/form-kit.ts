import type { ButtonProps, FormInstance } from 'antd';

/** The dialog's OK button as the end-to-end test finds it (data-testid="save"). */
export const SAVE_BUTTON_PROPS = { 'data-testid': 'save' } as ButtonProps;

/** The form's values, or null when a field is wrong (the form shows which). */
export async function validated<T>(form: FormInstance): Promise<T | null> {
  try {
    return (await form.validateFields()) as T;
  } catch {
    return null;
  }
}

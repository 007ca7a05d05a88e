import { message } from 'antd';
import i18n from '../../i18n/index.ts';

/**
 * JSON.parse that shows 解析数据失败 as an error toast on failure (domain §5) and gives the
 * fallback instead of throwing. Empty input is not an error.
 */
export function parseJson<T>(text: string | null | undefined, fallback?: T): T | undefined {
  if (text === null || text === undefined || text === '') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    void message.error(i18n.t('widgets.parseFailed'), 3);
    return fallback;
  }
}

import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../i18n/index.ts';
import type { AuditEntry } from './audit-api.ts';
import { AuditChange } from './audit-change.tsx';

const refused: AuditEntry = {
  id: 7,
  seq: 7,
  at: '2026-11-28T01:00:00.000Z',
  accountId: 3,
  actorName: '张老师',
  viaInstitutionId: null,
  viaInstitutionName: null,
  requestId: 'r-1',
  address: '127.0.0.1',
  module: 'garden',
  endpoint: '/kid-arch/v1/teacher/job/add',
  tableName: 'request',
  recordId: 'r-1',
  action: 'refused',
  before: null,
  after: { code: 'common-0403', method: 'POST' },
};

afterEach(() => i18n.changeLanguage('zh'));

describe('a refused call in the audit trail', () => {
  it('says why in words of the interface language, never the error code', async () => {
    for (const lang of ['zh', 'en']) {
      await i18n.changeLanguage(lang);
      const { unmount } = render(<AuditChange entry={refused} />);
      const why = screen.getByTestId('audit-refusal').textContent ?? '';
      expect(why).not.toContain('common-0403');
      expect(why.length).toBeGreaterThan(lang === 'zh' ? 8 : 20);
      expect(screen.queryByText('POST')).toBeNull();
      unmount();
    }
  });
});

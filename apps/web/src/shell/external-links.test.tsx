import { InstitutionType, PAGE_CODES, type SectionDecl } from '@kg/shared';
import type { ExternalLinks } from '@kg/shared/modules/system/external-links';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../i18n/index.ts';
import { sessionStore } from '../session/session-store.ts';
import { externalEntries } from './external-links.ts';
import { SideMenu } from './side-menu.tsx';
import { renderAt, signIn, useChinese } from './testing/render.tsx';

const SYMPTOMS = 'https://symptoms.example.cn/check';
const CARE = 'https://care.example.cn';
const both: ExternalLinks = { symptomChecklist: SYMPTOMS, healthCare: CARE };
const scope = (permissions: string[], externalLinks = both) => ({ permissions, externalLinks });
const keysOf = (permissions: string[], links = both, section = 'health') =>
  externalEntries(section, scope(permissions, links), 'zh').map((n) => [n.title, n.href]);

describe('external entries of the side menu', () => {
  it('shows a link only to a holder of its code, and only once the school set where it leads', () => {
    expect(keysOf([PAGE_CODES.symptomChecklist])).toEqual([['症状清单', SYMPTOMS]]);
    expect(keysOf([PAGE_CODES.healthCare, PAGE_CODES.symptomChecklist])).toEqual([
      ['症状清单', SYMPTOMS],
      ['保健服务', CARE],
    ]);
    expect(keysOf([PAGE_CODES.healthCare], { symptomChecklist: SYMPTOMS, healthCare: null })).toEqual([]);
    expect(keysOf([PAGE_CODES.health])).toEqual([]);
  });

  it('belongs to the health section only, and a session stored before the links shows none', () => {
    expect(keysOf([PAGE_CODES.healthCare], both, 'garden')).toEqual([]);
    expect(externalEntries('health', { permissions: [PAGE_CODES.healthCare] }, 'zh')).toEqual([]);
    expect(externalEntries('health', null, 'zh')).toEqual([]);
  });

  it('takes its titles from the page-code labels in the reader’s language', () => {
    expect(externalEntries('health', scope([PAGE_CODES.symptomChecklist, PAGE_CODES.healthCare]), 'en').map((n) => n.title)).toEqual([
      'Symptom checklist',
      'Health care services',
    ]);
  });
});

const health: SectionDecl = {
  path: '/health',
  name: 'health',
  title: 'menu.health',
  icon: 'MedicineBoxOutlined',
  institutionTypes: [InstitutionType.school],
  children: [{ path: '/health/temperature/child', name: 'a', title: 'menu.healthTemperatureChild', icon: 'LineChartOutlined' }],
};

describe('external entries in the rendered menu', () => {
  afterEach(async () => {
    sessionStore.set(null);
    await i18n.changeLanguage('zh');
  });

  it('render as links opening a new tab without the opener; a click does not route', async () => {
    useChinese();
    signIn({ permission: [PAGE_CODES.symptomChecklist], externalLinks: both });
    renderAt('/health/temperature/child', <SideMenu section={health} active="/health/temperature/child" />);
    const link = screen.getByRole('link', { name: '症状清单' });
    expect(link.getAttribute('href')).toBe(SYMPTOMS);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByText('保健服务')).toBeNull();
    fireEvent.click(link);
    // still on the page: another path would render the router's 'where' stand-in
    expect(screen.queryByTestId('where')).toBeNull();
    expect(screen.getByTestId('side-menu')).toBeTruthy();
    await i18n.changeLanguage('en');
    expect(await screen.findByRole('link', { name: 'Symptom checklist' })).toBeTruthy();
  });
});

import { CARD_TYPES, EDUCATION_LEVELS, maskIdCard, NATIONS, type OptionItem, POST_TYPES } from '@kg/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GUIDE_QUERY_KEY } from '../../workbench/index.ts';
import { fetchBasic, fetchOccupation } from './account-api.ts';
import { ProfileEditDialog } from './profile-edit-dialog.tsx';
import { useRegionNames } from './use-region-names.ts';

export const BASIC_KEY = ['teacher-basic'];

/** A school member's own profile: the teacher self-profile calls (basic and occupation). */
export function ProfileCard({ readOnly }: { readOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const basic = useQuery({ queryKey: BASIC_KEY, queryFn: fetchBasic });
  const occupation = useQuery({ queryKey: ['teacher-occupation'], queryFn: fetchOccupation });
  const nativePlace = useRegionNames(basic.data?.nativePlace);
  const [editing, setEditing] = useState(false);
  const en = i18n.language === 'en';
  const label = (list: OptionItem[], v: number | null | undefined) => {
    const hit = list.find((o) => o.value === v);
    return hit ? (en ? hit.labelEn : hit.label) : '';
  };
  const nation = (v: string | null) => (en ? (NATIONS.find((n) => n.label === v)?.labelEn ?? v) : v) ?? '';
  const b = basic.data;
  // an empty field reads as a dash, not as a gap
  const show = (v: string | null | undefined) => (v ? v : '—');
  const o = occupation.data;
  const gender = b?.gender === 1 ? t('account.gender.male') : b?.gender === 2 ? t('account.gender.female') : '';
  const rows: [string, string | null | undefined][] = b
    ? [
        ['gender', gender],
        ['birthday', b.birthday],
        ['nation', nation(b.nation)],
        ['idCardType', label(CARD_TYPES, b.idCardType)],
        // own number, still masked on screen: anyone may be looking over the shoulder
        ['idCardNo', maskIdCard(b.idCardNo, b.idCardType ?? 1)],
        ['education', label(EDUCATION_LEVELS, b.education)],
        ['nativePlace', nativePlace],
        ['address', b.address],
        ['email', b.email],
        ['postType', label(POST_TYPES, o?.postType)],
        ['jobTitle', o?.jobTitle],
        ['entryDate', o?.entryDate],
        ['workStartDate', o?.workStartDate],
        ['certificates', o?.certificates.map((c) => c.certificateName).join(t('workbench.guide.separator'))],
      ]
    : [];

  return (
    <Card
      title={t('account.profile.title')}
      extra={
        readOnly || !b ? null : (
          <Button onClick={() => setEditing(true)} data-testid="profile-edit">
            {t('account.profile.edit')}
          </Button>
        )
      }
    >
      {!b ? (
        <Skeleton active />
      ) : (
        <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small" data-testid="profile">
          {rows.map(([key, value]) => (
            <Descriptions.Item key={key} label={t(`account.fields.${key}`)}>
              {show(value)}
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
      {b && (
        <ProfileEditDialog
          open={editing}
          profile={b}
          onClose={() => setEditing(false)}
          onSaved={(next) => {
            client.setQueryData(BASIC_KEY, next);
            void client.invalidateQueries({ queryKey: [GUIDE_QUERY_KEY] });
          }}
        />
      )}
    </Card>
  );
}

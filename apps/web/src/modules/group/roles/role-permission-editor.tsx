import { GROUP_CODE_LABELS } from '@kg/shared/modules/group/code-labels';
import { ALL_GROUP_CONSOLE_CODES } from '@kg/shared/modules/group/codes';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterSave, useCall } from '../../../kit/index.ts';
import { fetchRolePermissions, GROUP_ROLE_PERMISSION_ENDPOINTS, type GroupRoleRow, saveRolePermissions } from './group-role-api.ts';
import { SchoolTreePicker } from './school-tree-picker.tsx';

/** One role's permissions: its console codes, and the school codes it grants inside a school its holders enter. */
export function RolePermissionEditor({ role }: { role: GroupRoleRow }) {
  const { t, i18n } = useTranslation();
  const afterSave = useAfterSave();
  const tree = useCall('options', GROUP_ROLE_PERMISSION_ENDPOINTS.schoolTree, {});
  const held = useQuery({ queryKey: ['detail', 'group-role-permission', role.id], queryFn: () => fetchRolePermissions(role.id) });
  const [consoleCodes, setConsole] = useState<string[]>([]);
  const [schoolCodes, setSchool] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (held.data) {
      setConsole(held.data.consoleCodes);
      setSchool(held.data.schoolCodes);
    }
  }, [held.data]);

  async function save() {
    setBusy(true);
    try {
      await saveRolePermissions(role.id, consoleCodes, schoolCodes);
      await afterSave();
    } catch {
      // the request layer said why (an unknown code, the last way to manage roles)
    } finally {
      setBusy(false);
    }
  }

  if (held.isPending || tree.isPending) return <Spin />;
  const label = (code: string) => (i18n.language === 'en' ? GROUP_CODE_LABELS[code]?.en : GROUP_CODE_LABELS[code]?.zh) ?? code;
  return (
    <Card size="small" title={t('groupRoles.permissionsOf', { name: role.name })} data-testid="role-permissions">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('groupRoles.console')}
      </Typography.Title>
      <Checkbox.Group
        data-testid="console-codes"
        value={consoleCodes}
        onChange={(v) => setConsole(v.map(String))}
        options={ALL_GROUP_CONSOLE_CODES.map((c) => ({ value: c, label: <span data-testid={`console-code-${c}`}>{label(c)}</span> }))}
        style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('groupRoles.school')}
      </Typography.Title>
      <Alert type="info" showIcon title={t('groupRoles.schoolNote')} style={{ marginBottom: 8 }} />
      <SchoolTreePicker tree={tree.data ?? []} value={schoolCodes} onChange={setSchool} />
      <Button type="primary" loading={busy} data-testid="save-permissions" onClick={() => void save()} style={{ marginTop: 12 }}>
        {t('kit.actions.save')}
      </Button>
    </Card>
  );
}

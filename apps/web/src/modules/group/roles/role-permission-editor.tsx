import { GROUP_CODE_LABELS } from '@kg/shared/modules/group/code-labels';
import { ALL_GROUP_CONSOLE_CODES } from '@kg/shared/modules/group/codes';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Spin, Tooltip, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterSave, useCall } from '../../../kit/index.ts';
import { useSession } from '../../../session/session-store.ts';
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
  const permissions = useSession()?.permissions;
  // nobody grants what they don't hold: console codes of one's session, school codes of one's own roles
  const consoleHeld = useMemo(() => new Set(permissions ?? []), [permissions]);
  const schoolGrantable = useMemo(() => {
    const codes = held.data?.grantableSchoolCodes;
    return codes ? new Set(codes) : null;
  }, [held.data]);
  // a role one holds oneself is read-only for them (the server refuses: group-0207)
  const own = Boolean(held.data?.heldBySelf);

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
  // anyone but the administrator (whose grantable school codes are all: null) gives only the console codes they hold
  const consoleLocked = (code: string) => schoolGrantable !== null && !consoleHeld.has(code);
  const consoleOption = (code: string) => {
    const text = <span data-testid={`console-code-${code}`}>{label(code)}</span>;
    return {
      value: code,
      disabled: consoleLocked(code),
      label: consoleLocked(code) ? <Tooltip title={t('widgets.codeTree.notHeld')}>{text}</Tooltip> : text,
    };
  };
  return (
    <Card size="small" title={t('groupRoles.permissionsOf', { name: role.name })} data-testid="role-permissions">
      {own && (
        <Alert type="warning" showIcon title={t('groupRoles.heldBySelf')} style={{ marginBottom: 8 }} data-testid="role-held-by-self" />
      )}
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('groupRoles.console')}
      </Typography.Title>
      <Checkbox.Group
        data-testid="console-codes"
        value={consoleCodes}
        disabled={own}
        onChange={(v) => setConsole(v.map(String))}
        options={ALL_GROUP_CONSOLE_CODES.map(consoleOption)}
        style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('groupRoles.school')}
      </Typography.Title>
      <Alert type="info" showIcon title={t('groupRoles.schoolNote')} style={{ marginBottom: 8 }} />
      <SchoolTreePicker tree={tree.data ?? []} value={schoolCodes} onChange={setSchool} disabled={own} grantable={schoolGrantable} />
      {!own && (
        <Button type="primary" loading={busy} data-testid="save-permissions" onClick={() => void save()} style={{ marginTop: 12 }}>
          {t('kit.actions.save')}
        </Button>
      )}
    </Card>
  );
}

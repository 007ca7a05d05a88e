import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Pickers } from './chain-editor.tsx';
import { IdMultiSelect } from './id-multi-select.tsx';
import type { ProcessDraft } from './process-draft.ts';

export interface CcEditorProps {
  value: ProcessDraft['cc'];
  onChange: (cc: ProcessDraft['cc']) => void;
  pickers: Pickers;
}

/** Who is told of every request of the process (and sees it under "copied to me"): named staff and whole roles. */
export function CcEditor({ value, onChange, pickers }: CcEditorProps) {
  const { t } = useTranslation();
  return (
    <div className="wf-grid" data-testid="cc">
      <Form.Item label={t('workflow.designer.ccStaff')}>
        <IdMultiSelect
          value={value.staffIds}
          onChange={(staffIds) => onChange({ ...value, staffIds })}
          load={pickers.staff}
          queryKey={['options', 'workflow', 'staff']}
          known={pickers.known?.staff}
          placeholder={t('workflow.designer.searchPlaceholder')}
          testId="cc-staff"
        />
      </Form.Item>
      <Form.Item label={t('workflow.designer.ccRoles')}>
        <IdMultiSelect
          value={value.roleIds}
          onChange={(roleIds) => onChange({ ...value, roleIds })}
          load={pickers.roles}
          queryKey={['options', 'workflow', 'role']}
          known={pickers.known?.roles}
          placeholder={t('workflow.designer.searchPlaceholder')}
          testId="cc-roles"
        />
      </Form.Item>
    </div>
  );
}

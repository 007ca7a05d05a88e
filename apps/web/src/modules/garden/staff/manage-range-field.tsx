import { RangeNodeType } from '@kg/shared';
import { Button, Radio, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RangeTreeDialog } from '../../../widgets/index.ts';
import { loadClassTree, type Named } from './staff-api.ts';

/** A member's manage range in the form: the whole school, or chosen classes (kept for display). */
export interface StaffRange {
  wholeSchool: boolean;
  classes: Named[];
}

export const noRange = (): StaffRange => ({ wholeSchool: false, classes: [] });

/** The manageRange nodes the server takes: [{type 1}] or [{type 3, id}, …]. */
export const rangeNodes = (r: StaffRange | undefined) =>
  r?.wholeSchool ? [{ type: RangeNodeType.school }] : (r?.classes ?? []).map((c) => ({ type: RangeNodeType.clazz, id: c.id }));

export interface ManageRangeFieldProps {
  value?: StaffRange;
  onChange?: (value: StaffRange) => void;
  disabled?: boolean;
}

/**
 * Radio 'whole school' / 'chosen classes'; with classes, a button opens the tree of grades and
 * classes (680 px dialog) and the choice shows as tags. Switching to the whole school keeps the
 * classes, so switching back does not lose them.
 */
export function ManageRangeField({ value, onChange, disabled }: ManageRangeFieldProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const range = value ?? noRange();
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Radio.Group
        value={range.wholeSchool ? 'school' : 'classes'}
        disabled={disabled}
        onChange={(e) => onChange?.({ ...range, wholeSchool: e.target.value === 'school' })}
      >
        <Radio value="school" data-testid="range-school">
          {t('staff.range.school')}
        </Radio>
        <Radio value="classes" data-testid="range-classes">
          {t('staff.range.classes')}
        </Radio>
      </Radio.Group>
      {!range.wholeSchool && (
        <Space wrap>
          {range.classes.length ? (
            range.classes.map((c) => (
              <Tag
                key={c.id}
                data-testid="range-class"
                closable={!disabled}
                onClose={() => onChange?.({ ...range, classes: range.classes.filter((x) => x.id !== c.id) })}
              >
                {c.name}
              </Tag>
            ))
          ) : (
            <Typography.Text type="secondary">{t('staff.range.none')}</Typography.Text>
          )}
          {!disabled && (
            <Button size="small" onClick={() => setOpen(true)} data-testid="range-open">
              {t('staff.range.choose')}
            </Button>
          )}
        </Space>
      )}
      <RangeTreeDialog
        open={open}
        value={{ wholeSchool: false, classIds: range.classes.map((c) => c.id) }}
        loadTree={loadClassTree}
        title={t('staff.range.dialogTitle')}
        onCancel={() => setOpen(false)}
        onOk={(_, classes) => {
          setOpen(false);
          onChange?.({ wholeSchool: false, classes: classes.map((c) => ({ id: c.id, name: c.name })) });
        }}
      />
    </Space>
  );
}

import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ColumnOption } from './column-choice.ts';

export interface ColumnChooserProps {
  options: ColumnOption[];
  /** Keys of the columns shown now. */
  shown: readonly string[];
  /** The hidden keys the user chose; null goes back to the page's defaults. */
  onChange: (hidden: string[] | null) => void;
}

/** "Columns": a checkbox per column, the last one shown cannot be unticked; "reset" forgets the choice. */
export function ColumnChooser({ options, shown, onChange }: ColumnChooserProps) {
  const { t } = useTranslation();
  const content = (
    <div className="kg-column-chooser" data-testid="column-chooser-panel">
      <Checkbox.Group
        value={[...shown]}
        options={options.map((o) => ({
          label: o.title,
          value: o.key,
          disabled: shown.length === 1 && shown[0] === o.key,
        }))}
        onChange={(values) => onChange(options.map((o) => o.key).filter((k) => !values.includes(k)))}
      />
      <div className="kg-column-chooser-foot">
        <Button type="link" size="small" onClick={() => onChange(null)} data-testid="column-chooser-reset">
          {t('kit.columns.reset')}
        </Button>
      </div>
    </div>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title={t('kit.columns.title')} content={content}>
      <Button size="small" icon={<SettingOutlined />} data-testid="column-chooser">
        {t('kit.columns.label')}
      </Button>
    </Popover>
  );
}

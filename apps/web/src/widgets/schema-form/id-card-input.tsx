import { CloseCircleFilled, EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { maskIdCard } from '@kg/shared';
import { Input } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface IdCardInputProps {
  value?: string | null;
  onChange?: (value: string) => void;
  /** Card type 1 (resident ID) is masked in characters 7–14; others show as they are. */
  cardType?: number | string | null;
  /** Only users allowed to see full numbers get the show/hide toggle. */
  canReveal?: boolean;
  disabled?: boolean;
  placeholder?: string;
  maxLength?: number;
  allowClear?: boolean;
  id?: string;
}

const iconButton = { background: 'none', border: 0, padding: '0 2px', cursor: 'pointer', color: 'inherit' } as const;

/**
 * An identity number kept masked while it came from the record (domain §3). Masked, it cannot
 * be edited in place: reveal it (if allowed) or clear it and type a new one. What the user
 * types is never masked back.
 */
export function IdCardInput({
  value,
  onChange,
  cardType,
  canReveal,
  disabled,
  placeholder,
  maxLength = 18,
  allowClear = true,
  id,
}: IdCardInputProps) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const typed = useRef<string | null>(null);
  const text = value ?? '';
  const masked = maskIdCard(text, cardType ?? 1);
  const hidden = !revealed && text !== '' && text !== typed.current && masked !== text;

  const change = (next: string) => {
    typed.current = next;
    onChange?.(next);
  };
  const toggle = canReveal && text !== '' && masked !== text && (
    <button
      type="button"
      style={iconButton}
      aria-label={t(revealed ? 'widgets.idCard.hide' : 'widgets.idCard.show')}
      onClick={() => setRevealed((r) => !r)}
    >
      {revealed ? <EyeInvisibleOutlined /> : <EyeOutlined />}
    </button>
  );
  // antd offers no clear button on a read-only input: a masked number gets its own
  const clear = hidden && allowClear && !disabled && (
    <button
      type="button"
      style={{ ...iconButton, color: 'rgba(0,0,0,0.25)' }}
      aria-label={t('widgets.idCard.clear')}
      onClick={() => change('')}
    >
      <CloseCircleFilled />
    </button>
  );

  return (
    <Input
      id={id}
      value={hidden ? masked : text}
      readOnly={hidden}
      disabled={disabled}
      placeholder={placeholder}
      maxLength={maxLength}
      allowClear={allowClear && !disabled}
      suffix={
        toggle || clear ? (
          <>
            {clear}
            {toggle}
          </>
        ) : undefined
      }
      onChange={(e) => change(e.target.value)}
    />
  );
}

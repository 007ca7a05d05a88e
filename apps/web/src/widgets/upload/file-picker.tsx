import { type ReactNode, useRef } from 'react';
import { IMAGE_ACCEPT } from './upload-image.ts';

interface Props {
  /** Called with the chosen file, or undefined when the browser gave none. */
  onPick: (file: File | undefined) => void;
  disabled?: boolean;
  accept?: string;
  /** The clickable face (a box or a button). */
  children: ReactNode;
  label: string;
}

/** A hidden file input behind any face; the input is emptied so the same file can be chosen again. */
export function FilePicker({ onPick, disabled, accept = IMAGE_ACCEPT, children, label }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const open = () => {
    if (!disabled) input.current?.click();
  };
  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: the picker wraps block content (an image box) that a <button> may not hold */}
      <div
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-label={label}
        aria-disabled={disabled || undefined}
        onClick={open}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            open();
          }
        }}
        style={{ cursor: disabled ? 'not-allowed' : 'pointer' }}
      >
        {children}
      </div>
      <input
        ref={input}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-label={label}
        data-testid="file-input"
        style={{ display: 'none' }}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          onPick(file);
        }}
      />
    </>
  );
}

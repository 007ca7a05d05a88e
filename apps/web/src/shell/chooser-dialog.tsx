import { AuditOutlined, BankOutlined, ClusterOutlined } from '@ant-design/icons';
import { InstitutionType } from '@kg/shared';
import { Modal, Spin, Tag, Tree, type TreeDataNode } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnterInstitution } from './enter-institution.ts';
import { isGroupItem, isRegulatorItem, itemLoginId, itemName, type OrgItem, type OrgList, orgItems } from './org-list.ts';
import { useOrgList } from './use-org-list.ts';
import './chooser.css';

const CATEGORY_ICON: Record<number, ReactNode> = {
  [InstitutionType.group]: <ClusterOutlined />,
  [InstitutionType.school]: <BankOutlined />,
  [InstitutionType.regulator]: <AuditOutlined />,
};

const iconOf = (i: OrgItem) => (isRegulatorItem(i) ? <AuditOutlined /> : isGroupItem(i) ? <ClusterOutlined /> : <BankOutlined />);

function toTree(list: OrgList, render: (i: OrgItem) => ReactNode): TreeDataNode[] {
  const node = (i: OrgItem): TreeDataNode => ({
    key: `item-${itemLoginId(i)}`,
    title: render(i),
    isLeaf: !i.children?.length,
    children: i.children?.length ? i.children.map(node) : undefined,
  });
  return list.tree.map((c) => ({
    key: `category-${c.id}`,
    title: (
      <span className="kg-chooser-category">
        {c.type ? CATEGORY_ICON[c.type] : null} {c.title}
      </span>
    ),
    selectable: false,
    children: c.children.map(node),
  }));
}

export interface ChooserDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called after an institution was entered. */
  onChosen?: () => void;
  /** teacher-login type to enter with (partner variants); default the normal one. */
  loginType?: string;
}

/**
 * The full-screen institution chooser of overview §2: how many institutions, a tree of groups
 * and kindergartens (and supervising bodies), the current one highlighted. It stays closed for
 * an account with a single institution.
 */
export default function ChooserDialog({ open, onClose, onChosen, loginType }: ChooserDialogProps) {
  const { t } = useTranslation();
  const q = useOrgList(open);
  const enter = useEnterInstitution(loginType);
  const [busy, setBusy] = useState<number | null>(null);
  const list = q.data;
  const single = Boolean(list && list.total <= 1);

  // nothing to choose from, or the list failed (the request layer showed why): stay closed
  useEffect(() => {
    if (open && (single || q.isError)) onClose();
  }, [open, single, q.isError, onClose]);

  async function choose(item: OrgItem) {
    if (busy !== null) return;
    setBusy(itemLoginId(item));
    try {
      if (await enter(item)) onChosen?.();
      else onClose();
    } catch {
      // the request layer already showed the server's message; the user may pick again
    } finally {
      setBusy(null);
    }
  }

  const byKey = new Map(list ? orgItems(list).map((i) => [`item-${itemLoginId(i)}`, i]) : []);
  const currentKey = list?.currentId != null ? `item-${list.currentId}` : undefined;
  const render = (i: OrgItem) => {
    const id = itemLoginId(i);
    const current = i.current || id === list?.currentId;
    return (
      <span className={`kg-chooser-item${current ? ' is-current' : ''}`} data-testid="chooser-item" data-current={current || undefined}>
        {iconOf(i)}
        <span className="kg-chooser-name">{itemName(i)}</span>
        {current && <Tag color="blue">{t('shell.chooser.current')}</Tag>}
        {busy === id && <Spin size="small" />}
      </span>
    );
  };

  return (
    <Modal
      // opened once the list is known: a single institution never flashes a dialog
      open={open && Boolean(list) && !single}
      onCancel={onClose}
      footer={null}
      title={t('shell.chooser.title')}
      width="100%"
      className="kg-chooser"
      rootClassName="kg-chooser-root"
      destroyOnHidden
      mask={{ closable: false }}
    >
      {list && !single && (
        <>
          <p className="kg-chooser-count" data-testid="chooser-count">
            {t('shell.chooser.count', { count: list.total })}
          </p>
          <Tree
            className="kg-chooser-tree"
            blockNode
            defaultExpandAll
            showLine={false}
            treeData={toTree(list, render)}
            selectedKeys={currentKey ? [currentKey] : []}
            onSelect={(_, info) => {
              const item = byKey.get(String(info.node.key));
              if (item) void choose(item);
            }}
          />
        </>
      )}
    </Modal>
  );
}

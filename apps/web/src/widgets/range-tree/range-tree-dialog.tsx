import { Empty, Modal, message, Spin, Tree } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkedKeysOf, type ManageRange, type RangeNode, rangeOf, toTreeData } from './range-tree.ts';

/** Dialog width (domain §9). */
export const RANGE_DIALOG_WIDTH = 680;

export interface RangeTreeDialogProps {
  open: boolean;
  /** The current range, checked when the dialog opens. */
  value?: ManageRange | null;
  /** The school's tree, or a loader called on each opening (the class tree call comes later). */
  tree?: RangeNode[];
  loadTree?: () => Promise<RangeNode[]>;
  /** The chosen range and, for display, the chosen classes. */
  onOk: (range: ManageRange, classes: RangeNode[]) => void;
  onCancel: () => void;
  title?: string;
}

/** Choose a manage range on a checkable tree: the whole school or classes under their grades. */
export function RangeTreeDialog({ open, value, tree, loadTree, onOk, onCancel, title }: RangeTreeDialogProps) {
  const { t } = useTranslation();
  const [api, contextHolder] = message.useMessage();
  const [nodes, setNodes] = useState<RangeNode[]>(tree ?? []);
  const [loading, setLoading] = useState(false);
  const [checked, setChecked] = useState<string[]>([]);

  useEffect(() => {
    if (!open) return;
    if (!loadTree) {
      setNodes(tree ?? []);
      setChecked(checkedKeysOf(tree ?? [], value));
      return;
    }
    let live = true;
    setLoading(true);
    loadTree()
      .then(
        (list) => {
          if (live) {
            setNodes(list);
            setChecked(checkedKeysOf(list, value));
          }
        },
        () => {
          if (live) setNodes([]);
        },
      )
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
    // the value is read when the dialog opens; later changes come from the user's checks
  }, [open, tree, loadTree]);

  const confirm = () => {
    const { range, classes } = rangeOf(nodes, checked);
    if (!range.wholeSchool && range.classIds.length === 0) {
      void api.warning(t('widgets.rangeTree.nothingChosen'), 3);
      return;
    }
    onOk(range, classes);
  };

  return (
    <Modal
      open={open}
      width={RANGE_DIALOG_WIDTH}
      title={title ?? t('widgets.rangeTree.title')}
      okText={t('widgets.ok')}
      cancelText={t('widgets.cancel')}
      okButtonProps={{ autoInsertSpace: false, disabled: loading }}
      cancelButtonProps={{ autoInsertSpace: false }}
      onOk={confirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      {contextHolder}
      <Spin spinning={loading}>
        {/* mounted only with data, so defaultExpandAll sees the loaded tree */}
        {nodes.length === 0 ? (
          !loading && <Empty description={t('widgets.rangeTree.empty')} />
        ) : (
          <Tree
            checkable
            selectable={false}
            defaultExpandAll
            treeData={toTreeData(nodes)}
            checkedKeys={checked}
            onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
            style={{ maxHeight: 480, overflow: 'auto' }}
          />
        )}
      </Spin>
    </Modal>
  );
}

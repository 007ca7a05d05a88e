/** 考勤设备页 (attendance-devices)。 */
export default {
  title: '考勤设备',
  addTitle: '登记设备',
  editTitle: '编辑设备',
  fields: {
    name: '名称',
    kind: '类型',
    location: '位置',
    enabled: '上传',
    lastContactAt: '最近联系',
    eventsStored: '事件数',
    lateEvents: '迟到上传',
  },
  kinds: {
    gate: '闸机刷卡器',
    face: '人脸识别终端',
    kiosk: '自助终端',
  },
  enabled: '接收',
  disabled: '已停用',
  never: '从未',
  rotate: '更换密钥',
  rotateConfirm: '为 {{name}} 更换密钥？',
  rotateHelp: '旧密钥立即失效：在设备上设置新密钥之前，它的上传都会被拒绝。',
  secretTitle: '{{name}} 的密钥',
  secretOnce: '请立即将密钥设置到设备上：它只显示这一次。',
  signHelp:
    '设备对每次上传签名：x-device-id、x-device-time（Unix 秒）和 x-device-signature，即用此密钥对“时间.正文”计算的十六进制 HMAC-SHA256。',
};

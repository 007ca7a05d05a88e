/** Attendance devices page (attendance-devices). */
export default {
  title: 'Attendance devices',
  addTitle: 'Register a device',
  editTitle: 'Edit the device',
  fields: {
    name: 'Name',
    kind: 'Kind',
    location: 'Location',
    enabled: 'Uploads',
    lastContactAt: 'Last contact',
    eventsStored: 'Events',
    lateEvents: 'Late events',
  },
  kinds: {
    gate: 'Gate card reader',
    face: 'Face terminal',
    kiosk: 'Kiosk',
  },
  enabled: 'Accepted',
  disabled: 'Disabled',
  never: 'Never',
  rotate: 'New secret',
  rotateConfirm: 'Give {{name}} a new secret?',
  rotateHelp: 'The old secret stops at once: the device is refused until the new one is set on it.',
  secretTitle: 'Secret of {{name}}',
  secretOnce: 'Copy it onto the device now: it is shown only this once.',
  signHelp:
    'The device signs each upload: x-device-id, x-device-time (unix seconds) and x-device-signature, the hex HMAC-SHA256 of "time.body" under this secret.',
};

// The keyboard shortcuts help sheet, read from the same table the key handler uses.
import { Dialog } from '../components/ui/dialog';
import { useStrings } from '../i18n/locale';
import { SHORTCUTS } from './shortcuts';
import { en } from './strings';

const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export function ShortcutsSheet({ onClose }: { onClose: () => void }) {
  const S = useStrings('app', en);
  const rows = [...SHORTCUTS.map((s) => ({ id: s.action, keys: s.keys, text: S.shortcuts[s.action] })), { id: 'close', keys: ['Esc'], text: S.shortcuts.close }];
  return (
    <Dialog open title={S.shortcuts.title} onClose={onClose}>
      <p className="muted small">{S.shortcuts.intro}</p>
      <table className="shortcuts">
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <th scope="row">
                {r.keys.map((k, i) => (
                  <span key={k}>
                    {i > 0 && ' + '}
                    <kbd>{k === 'Ctrl' && IS_MAC ? '⌘' : k}</kbd>
                  </span>
                ))}
              </th>
              <td>{r.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}

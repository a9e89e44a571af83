import { useEffect, useState } from 'react';
import type { DuplicateGroup, DuplicateMember } from '../../../shared/duplicates';
import { ActionError, Empty, ErrorState, Loading } from '../components/States';
import { useApp } from '../components/context';
import { isTyping } from '../components/shortcuts';
import { fileName, plural } from '../format';
import { mediaUrl } from '../media';
import { othersOf } from '../state/duplicates';

/**
 * Duplicate review, one group at a time: the shots side by side, the suggested one marked with why.
 * Keys: ←/→ previous/next group (→ skips), 1–9 choose the shot to keep, Enter keeps it and hides the others.
 */
export function DuplicatesView() {
  const { dup, load, step, choose, keep, unhide, dismiss, memoryOpen } = useApp((s) => ({
    dup: s.duplicates,
    load: s.loadDuplicates,
    step: s.stepGroup,
    choose: s.chooseKeep,
    keep: s.keepChosen,
    unhide: s.unhide,
    dismiss: s.dismissDuplicatesError,
    memoryOpen: s.route.memory !== null,
  }));
  useEffect(() => void load(), [load]);
  const group = dup.groups?.[dup.index] ?? null;

  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target) || memoryOpen || !group) return;
      const onControl = event.target instanceof HTMLElement && ['BUTTON', 'A'].includes(event.target.tagName);
      if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
        event.preventDefault();
        step(event.key === 'ArrowRight' ? 1 : -1);
      } else if (/^[1-9]$/.test(event.key) && group.kind === 'similar') {
        const member = group.members[Number(event.key) - 1];
        if (member) {
          event.preventDefault();
          choose(group.id, member.id);
        }
      } else if (event.key === 'Enter' && !onControl && group.kind === 'similar') {
        event.preventDefault();
        void keep();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [group, memoryOpen, step, choose, keep]);

  let body;
  if (!dup.groups && dup.error) body = <ErrorState title="Couldn't look for duplicates" message={dup.error} onRetry={() => void load()} />;
  else if (!dup.groups) body = <Loading label="Looking for duplicates…" />;
  else if (!group) {
    body = (
      <Empty title="No duplicates to review">
        <p>Copies of the same file and bursts of near-identical shots show up here once your folders are indexed. Add folders in Settings, or come back after indexing.</p>
      </Empty>
    );
  } else body = <GroupReview group={group} position={dup.index} total={dup.groups.length} />;

  return (
    <section className="duplicates-view" aria-labelledby="duplicates-title">
      <div className="view-head">
        <h1 id="duplicates-title">Duplicates</h1>
        {dup.groups && dup.groups.length > 0 && <p className="muted">{plural(dup.groups.length, 'group')} to review</p>}
      </div>
      <ActionError message={dup.actionError} onDismiss={dismiss} />
      {body}
      {dup.hidden && dup.hidden.length > 0 && (
        <section className="panel hidden-list" aria-labelledby="hidden-title">
          <h2 id="hidden-title">Hidden ({dup.hidden.length})</h2>
          <p className="hint">Hidden photos are out of the timeline and search; their files are still on disk.</p>
          <ul>
            {dup.hidden.map((m) => (
              <li key={m.id} className="row">
                <img src={mediaUrl('thumb', m.id)} alt="" className="hidden-thumb" />
                <span>{fileName(m.path)}</span>
                <button type="button" disabled={dup.busy} onClick={() => void unhide([m.id])} aria-label={`Show ${fileName(m.path)} again`}>
                  Unhide
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}

function GroupReview({ group, position, total }: { group: DuplicateGroup; position: number; total: number }) {
  const { chosen, busy, step, choose, keep, trash, openMemory } = useApp((s) => ({
    chosen: s.duplicates.chosen[group.id] ?? group.suggested,
    busy: s.duplicates.busy,
    step: s.stepGroup,
    choose: s.chooseKeep,
    keep: s.keepChosen,
    trash: s.trashOthers,
    openMemory: s.openMemory,
  }));
  const [confirming, setConfirming] = useState(false);
  const desktop = typeof window !== 'undefined' && window.mnemoDesktop !== undefined;
  const others = othersOf(group, chosen);
  const title = group.kind === 'exact' ? `The same file, ${plural(group.paths.length, 'copy', 'copies')}` : `${plural(group.members.length, 'similar shot')}`;
  return (
    <article className="dup-group panel" aria-labelledby="dup-group-title" aria-describedby="dup-keys">
      <div className="dup-head">
        <h2 id="dup-group-title">
          {title} <span className="muted">· group {position + 1} of {total}</span>
        </h2>
        <div className="row">
          <button type="button" onClick={() => step(-1)} disabled={position === 0} aria-keyshortcuts="ArrowLeft">
            ← Previous
          </button>
          <button type="button" onClick={() => step(1)} disabled={position >= total - 1} aria-keyshortcuts="ArrowRight">
            Skip →
          </button>
        </div>
      </div>
      {group.kind === 'exact' ? (
        <div className="dup-exact">
          <img src={mediaUrl('thumb', group.memberIds[0]!)} alt={`The photo in ${fileName(group.keepPath)}`} className="dup-image" />
          <ul className="dup-paths">
            {group.paths.map((p) => (
              <li key={p}>
                <code>{p}</code> {p === group.keepPath && <span className="badge">kept</span>}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <ul className="dup-members" role="radiogroup" aria-label="The shot to keep">
          {group.members.map((m, i) => (
            <MemberCard
              key={m.id}
              member={m}
              n={i + 1}
              suggested={m.id === group.suggested}
              reason={group.reason}
              checked={m.id === chosen}
              onChoose={() => choose(group.id, m.id)}
              onOpen={() => openMemory(m.id, group.memberIds)}
            />
          ))}
        </ul>
      )}
      <div className="row dup-actions">
        {group.kind === 'similar' && (
          <button type="button" className="primary" disabled={busy} onClick={() => void keep()} aria-keyshortcuts="Enter">
            Keep {chosen === group.suggested ? 'the suggested shot' : `shot ${group.memberIds.indexOf(chosen) + 1}`}, hide {plural(group.members.length - 1, 'other')}
          </button>
        )}
        {desktop && others.length > 0 && !confirming && (
          <button type="button" disabled={busy} onClick={() => setConfirming(true)}>
            Move {plural(others.length, 'other file')} to the trash…
          </button>
        )}
      </div>
      {confirming && (
        <div className="confirm" role="alertdialog" aria-labelledby="trash-title" aria-describedby="trash-files">
          <p id="trash-title">Move these {plural(others.length, 'file')} to the trash? You can restore them from the trash.</p>
          <ul id="trash-files">
            {others.map((f) => (
              <li key={f.path}>
                <code>{f.path}</code>
              </li>
            ))}
          </ul>
          <div className="row">
            <button type="button" className="danger" disabled={busy} onClick={() => void trash(group).then(() => setConfirming(false))} autoFocus>
              Move to trash
            </button>
            <button type="button" onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </div>
        </div>
      )}
      <p id="dup-keys" className="hint">
        Keys: <kbd>←</kbd>/<kbd>→</kbd> previous/next group, <kbd>1</kbd>–<kbd>9</kbd> choose the shot to keep, <kbd>Enter</kbd> keep it and hide the others.
        Hidden photos stay on disk.
      </p>
    </article>
  );
}

function MemberCard(props: { member: DuplicateMember; n: number; suggested: boolean; reason: string; checked: boolean; onChoose: () => void; onOpen: () => void }) {
  const { member: m, n, suggested, reason, checked, onChoose, onOpen } = props;
  const size = m.width && m.height ? `${m.width}×${m.height}` : 'size unknown';
  return (
    <li className={`dup-member${checked ? ' dup-chosen' : ''}${suggested ? ' dup-suggested' : ''}`}>
      <button type="button" className="dup-open" onClick={onOpen} aria-label={`Open shot ${n} large`}>
        <img src={mediaUrl('thumb', m.id)} alt="" className="dup-image" />
      </button>
      <label className="dup-choice">
        <input type="radio" name="dup-keep" checked={checked} onChange={onChoose} aria-keyshortcuts={String(n)} />
        <span>
          <kbd aria-hidden="true">{n}</kbd> {fileName(m.paths[0] ?? '')}
        </span>
      </label>
      {suggested && <p className="badge suggested">Suggested: {reason}</p>}
      <p className="muted">
        {size}
        {m.sharpness !== null && ` · sharpness ${Math.round(m.sharpness)}`}
        {m.kind === 'screenshot' && ' · screenshot'}
      </p>
    </li>
  );
}

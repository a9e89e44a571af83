import { OCR_LANGUAGES, type OcrLanguage } from '../../../../shared/settings';

/**
 * Which scripts text in photos is read in (`perception.ocrLanguages`). Native checkboxes in a
 * fieldset: Tab reaches each, Space toggles it, and the legend names the group for screen readers.
 * The last checked language cannot be unchecked, since the engine needs at least one.
 */
export function OcrLanguages({ value, onChange }: { value: readonly OcrLanguage[]; onChange(next: OcrLanguage[]): void }) {
  const toggle = (code: OcrLanguage, on: boolean) => {
    const next = toggledLanguages(value, code, on);
    if (next) onChange(next);
  };
  return (
    <fieldset className="ocr-languages">
      <legend>Text in photos is read in</legend>
      {OCR_LANGUAGES.map((l) => {
        const checked = value.includes(l.code);
        return (
          <label key={l.code}>
            <input
              type="checkbox"
              checked={checked}
              disabled={checked && value.length === 1}
              onChange={(e) => toggle(l.code, e.target.checked)}
            />
            <span>{l.name}</span>
          </label>
        );
      })}
      <p className="hint">Each language beyond English adds a reading pass on photos whose text is not plainly English. Photos read before a change keep the text they were read with.</p>
    </fieldset>
  );
}

/**
 * The list after checking or unchecking `code`, in the order of OCR_LANGUAGES (so one choice always
 * saves one list), or null when that would leave no language.
 */
export function toggledLanguages(value: readonly OcrLanguage[], code: OcrLanguage, on: boolean): OcrLanguage[] | null {
  const next = OCR_LANGUAGES.map((l) => l.code).filter((c) => (c === code ? on : value.includes(c)));
  return next.length > 0 ? next : null;
}

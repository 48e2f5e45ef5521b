/**
 * The page's choice rules (A§4 "Subscriptions page"), apart from React: ticking any option
 * unticks unsubscribe-all; ticking unsubscribe-all clears every option; a group's select-all is
 * on when all its items are chosen, and toggles them all.
 */
export interface Choice {
  chosen: ReadonlySet<string>;
  unsubscribeAll: boolean;
}

export const initialChoice = (codes: Iterable<string>): Choice => ({ chosen: new Set(codes), unsubscribeAll: false });

export function toggleCode(choice: Choice, code: string, on: boolean): Choice {
  const chosen = new Set(choice.chosen);
  if (on) chosen.add(code);
  else chosen.delete(code);
  return { chosen, unsubscribeAll: on ? false : choice.unsubscribeAll };
}

export const allChosen = (choice: Choice, codes: readonly string[]) => codes.length > 0 && codes.every((c) => choice.chosen.has(c));

export function toggleGroup(choice: Choice, codes: readonly string[], on: boolean): Choice {
  return codes.reduce((next, code) => toggleCode(next, code, on), choice);
}

export const toggleUnsubscribeAll = (choice: Choice, on: boolean): Choice =>
  (on ? { chosen: new Set(), unsubscribeAll: true } : { ...choice, unsubscribeAll: false });

/** Whether saving would change the reader's set. */
export function changed(choice: Choice, saved: ReadonlySet<string>): boolean {
  return choice.chosen.size !== saved.size || [...choice.chosen].some((c) => !saved.has(c));
}

/** The two views of /dictionary-list (spec section 2): the three choices, or the lessons. */
export type ListView = 'choices' | 'lessons';

/** The view of /dictionary-list from its `view` search parameter; anything unknown is the choices. */
export function parseListView(value: string | null): ListView {
  return value === 'lessons' ? 'lessons' : 'choices';
}

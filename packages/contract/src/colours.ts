/**
 * The colour words games use (spec section 9), with the fill each one paints. Keys are the
 * normalised Russian word (lower case, ё as е) so 'Жёлтый' and 'желтый' are the same colour.
 */
export const COLOUR_FILLS = {
  красный: '#e53935',
  синий: '#1e63d6',
  зеленый: '#2e9d46',
  желтый: '#fdd835',
  черный: '#212121',
  'темно-серый': '#555b61',
  белый: '#ffffff',
  серый: '#9e9e9e',
  коричневый: '#7b4a2a',
  розовый: '#f48fb1',
  фиолетовый: '#8e44ad',
  оранжевый: '#fb8c00',
  голубой: '#64b5f6',
  золотой: '#d4af37',
  серебряный: '#c0c0c0',
  бронзовый: '#cd7f32',
} as const;

export type ColourWord = keyof typeof COLOUR_FILLS;

export function normaliseColourWord(word: string): string {
  return word.trim().toLowerCase().replaceAll('ё', 'е');
}

/**
 * The forms of an adjective of colour in the nominative: masculine, feminine, neuter, plural —
 * красный/красная/красное/красные, голубой/голубая/голубое/голубые, синий/синяя/синее/синие.
 * A colour agrees with its subject («яблоко красное», «лягушка зелёная»), so every form is it.
 */
export function colourForms(word: ColourWord): string[] {
  const stem = word.slice(0, -2);
  if (word.endsWith('ий')) return [word, `${stem}яя`, `${stem}ее`, `${stem}ие`];
  return [word, `${stem}ая`, `${stem}ое`, `${stem}ые`];
}

/** Every form of every colour word, normalised, → its dictionary (masculine) form. */
const COLOUR_BY_FORM: ReadonlyMap<string, ColourWord> = new Map(
  (Object.keys(COLOUR_FILLS) as ColourWord[]).flatMap((colour) =>
    colourForms(colour).map((form) => [form, colour] as const),
  ),
);

/** The colour a word names, in any gender or number (normalised masculine form); else undefined. */
export function colourOf(word: string): ColourWord | undefined {
  return COLOUR_BY_FORM.get(normaliseColourWord(word));
}

/** Two words name the same colour, whatever their gender or number. */
export function sameColour(a: string, b: string): boolean {
  const colour = colourOf(a);
  return colour !== undefined && colour === colourOf(b);
}

export function colourFill(word: string): string | undefined {
  const colour = colourOf(word);
  return colour === undefined ? undefined : COLOUR_FILLS[colour];
}

export function isColourWord(word: string): boolean {
  return colourFill(word) !== undefined;
}

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

export function colourFill(word: string): string | undefined {
  return (COLOUR_FILLS as Record<string, string>)[normaliseColourWord(word)];
}

export function isColourWord(word: string): boolean {
  return colourFill(word) !== undefined;
}

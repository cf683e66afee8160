/**
 * For tests that read or count the answers of a group where each answer has its speaker beside it
 * ("Послушать: …", "Tinglash: …"): `getAllByRole('button', { name: notSpeaker })`.
 */
export const notSpeaker = (name: string) => !/^(Послушать|Tinglash): /.test(name);

/** What every inline element receives: the props its layout entry sets. */
export interface InlineProps {
  props: Readonly<Record<string, unknown>>;
}

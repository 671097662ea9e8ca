import type { FieldCondition } from '@lessor/domain/fields';
import type { FormField } from '../form/form-field.ts';

/** A field of the record in a card, with the metadata the layout sets on it (foundation.md §3). */
export interface LayoutField {
  field: string;
  props?: Partial<FormField>;
}

/** An inline element in a card: its type names a component of the inline registry. */
export interface LayoutInline {
  inline: string;
  props?: Readonly<Record<string, unknown>>;
}

export type LayoutElement = LayoutField | LayoutInline;

/**
 * A card of a detail page: a type of the card registry (the record's fields when none), a title
 * that also keys its remembered expanded state, and what it holds.
 */
export interface LayoutCard {
  type?: string;
  title: string;
  elements?: readonly LayoutElement[];
  /** Shown only when a field of the record holds one of the values. */
  visibleWhen?: FieldCondition;
  collapsed?: boolean;
  /** The workflow card stays in view while the page scrolls. */
  sticky?: boolean;
  readOnly?: boolean;
  /** What a card type reads: the sub-entity it lists, the field it shows, ... */
  props?: Readonly<Record<string, unknown>>;
}

/** A detail page: plain data, so a tenant's layout can replace the one derived from the declaration. */
export interface DetailLayout {
  left: readonly LayoutCard[];
  /** The side column; without cards the left column takes the whole width. */
  right: readonly LayoutCard[];
}

export const isLayoutField = (element: LayoutElement): element is LayoutField => 'field' in element;

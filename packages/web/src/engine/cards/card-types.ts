import type { ComponentType } from 'react';
import { AuditsCard } from './AuditsCard.tsx';
import { AssetLinesCard } from './asset-lines/AssetLinesCard.tsx';
import { ContentCard } from './ContentCard.tsx';
import type { CardProps } from './card-props.ts';
import { DocumentFileCard } from './DocumentFileCard.tsx';
import { DocumentsCard } from './DocumentsCard.tsx';
import { ElementsCard } from './ElementsCard.tsx';
import { HistoryCard } from './HistoryCard.tsx';
import { ImagesCard } from './ImagesCard.tsx';
import { ImportResultsCard } from './import-results/ImportResultsCard.tsx';
import { LinkedItemsCard } from './LinkedItemsCard.tsx';
import { NavsCard } from './NavsCard.tsx';
import { NotesCard } from './NotesCard.tsx';
import { PaymentPlanCard } from './PaymentPlanCard.tsx';
import { RelationsCard } from './RelationsCard.tsx';
import { SubEntitiesCard } from './SubEntitiesCard.tsx';
import { WorkflowCard } from './WorkflowCard.tsx';

/**
 * The card types of foundation.md §2 by name; a card without a type holds the record's fields.
 * Chart, Dashboard, Sheet, ExternalData, Maintenances, Extension
 * and AiAssistant plug in here with their own capabilities.
 */
export const cardTypes: Readonly<Record<string, ComponentType<CardProps>>> = {
  Fields: ElementsCard,
  Workflow: WorkflowCard,
  History: HistoryCard,
  Audits: AuditsCard,
  Notes: NotesCard,
  SubEntities: SubEntitiesCard,
  Invoices: SubEntitiesCard,
  Communications: SubEntitiesCard,
  Tasks: SubEntitiesCard,
  Persons: LinkedItemsCard,
  PersonsReadOnly: LinkedItemsCard,
  Assets: AssetLinesCard,
  Navs: NavsCard,
  Content: ContentCard,
  Documents: DocumentsCard,
  Images: ImagesCard,
  PaymentPlan: PaymentPlanCard,
  // business-areas.md §2: a person's relations diagram.
  Relations: RelationsCard,
  // foundation.md §1: an import's progress, columns and refused rows.
  ImportResults: ImportResultsCard,
  // A Document record's file, and the record it belongs to.
  DocumentFile: DocumentFileCard,
};

import type { ConfiguredEntry } from './reference-list-entry.ts';

type Labels = readonly [value: string, en: string, fr: string, de: string, es: string, it: string];

const entries = (rows: readonly Labels[]): readonly ConfiguredEntry[] =>
  rows.map(([value, en, fr, de, es, it]) => ({ value, label: { en, fr, de, es, it } }));

/** VAT schemes of the EU VAT directive a company may be under (business-areas.md §3, company). */
export const vatSchemes = entries([
  [
    'STANDARD',
    'Standard scheme',
    'Régime réel normal',
    'Regelbesteuerung',
    'Régimen general',
    'Regime ordinario',
  ],
  [
    'SIMPLIFIED',
    'Simplified scheme',
    'Régime réel simplifié',
    'Vereinfachtes Verfahren',
    'Régimen simplificado',
    'Regime semplificato',
  ],
  [
    'SMALL_BUSINESS_EXEMPTION',
    'Small business exemption',
    'Franchise en base de TVA',
    'Kleinunternehmerregelung',
    'Franquicia para pequeñas empresas',
    'Regime forfettario',
  ],
  [
    'FLAT_RATE_FARMERS',
    'Flat-rate scheme for farmers',
    'Remboursement forfaitaire agricole',
    'Durchschnittssatzbesteuerung (Landwirte)',
    'Régimen especial de agricultura',
    'Regime speciale agricolo',
  ],
  [
    'MARGIN',
    'Margin scheme (second-hand goods)',
    'Régime de la marge (biens d’occasion)',
    'Differenzbesteuerung',
    'Régimen especial de bienes usados',
    'Regime del margine',
  ],
  [
    'CASH_ACCOUNTING',
    'Cash accounting scheme',
    'TVA sur les encaissements',
    'Ist-Versteuerung',
    'Criterio de caja',
    'IVA per cassa',
  ],
  [
    'NOT_SUBJECT',
    'Not subject to VAT',
    'Non assujetti à la TVA',
    'Nicht umsatzsteuerpflichtig',
    'No sujeto a IVA',
    'Non soggetto a IVA',
  ],
]);

/** A person's marital status (business-areas.md §3, family). */
export const maritalStatuses = entries([
  ['SINGLE', 'Single', 'Célibataire', 'Ledig', 'Soltero', 'Celibe/nubile'],
  ['MARRIED', 'Married', 'Marié', 'Verheiratet', 'Casado', 'Coniugato'],
  [
    'CIVIL_PARTNERSHIP',
    'Civil partnership',
    'Pacsé',
    'Eingetragene Partnerschaft',
    'Pareja de hecho',
    'Unione civile',
  ],
  ['COHABITING', 'Cohabiting', 'Concubinage', 'Lebensgemeinschaft', 'Convivencia', 'Convivente'],
  ['SEPARATED', 'Separated', 'Séparé', 'Getrennt lebend', 'Separado', 'Separato'],
  ['DIVORCED', 'Divorced', 'Divorcé', 'Geschieden', 'Divorciado', 'Divorziato'],
  ['WIDOWED', 'Widowed', 'Veuf', 'Verwitwet', 'Viudo', 'Vedovo'],
]);

/** Matrimonial property regimes: what a spouse's commitment engages (business-areas.md §3, family). */
export const maritalContracts = entries([
  [
    'COMMUNITY_OF_ACQUESTS',
    'Community of acquests',
    'Communauté réduite aux acquêts',
    'Errungenschaftsgemeinschaft',
    'Gananciales',
    'Comunione dei beni',
  ],
  [
    'UNIVERSAL_COMMUNITY',
    'Universal community',
    'Communauté universelle',
    'Gütergemeinschaft',
    'Comunidad universal',
    'Comunione universale',
  ],
  [
    'SEPARATION_OF_PROPERTY',
    'Separation of property',
    'Séparation de biens',
    'Gütertrennung',
    'Separación de bienes',
    'Separazione dei beni',
  ],
  [
    'PARTICIPATION_IN_ACQUESTS',
    'Participation in acquests',
    'Participation aux acquêts',
    'Zugewinngemeinschaft',
    'Participación',
    'Partecipazione agli acquisti',
  ],
  [
    'NONE',
    'No marriage contract',
    'Sans contrat de mariage',
    'Kein Ehevertrag',
    'Sin capitulaciones',
    'Nessun contratto',
  ],
]);

/** A person's employment contract, as a credit file records it (business-areas.md §3, employment). */
export const employmentContractTypes = entries([
  [
    'PERMANENT',
    'Permanent contract',
    'CDI',
    'Unbefristeter Vertrag',
    'Contrato indefinido',
    'Tempo indeterminato',
  ],
  [
    'FIXED_TERM',
    'Fixed-term contract',
    'CDD',
    'Befristeter Vertrag',
    'Contrato temporal',
    'Tempo determinato',
  ],
  [
    'TEMPORARY',
    'Temporary agency work',
    'Intérim',
    'Zeitarbeit',
    'Trabajo temporal (ETT)',
    'Lavoro somministrato',
  ],
  [
    'APPRENTICESHIP',
    'Apprenticeship',
    'Apprentissage',
    'Ausbildung',
    'Contrato de formación',
    'Apprendistato',
  ],
  ['INTERNSHIP', 'Internship', 'Stage', 'Praktikum', 'Prácticas', 'Tirocinio'],
  ['CIVIL_SERVANT', 'Civil servant', 'Fonctionnaire', 'Beamter', 'Funcionario', 'Dipendente pubblico'],
  [
    'SELF_EMPLOYED',
    'Self-employed',
    'Travailleur indépendant',
    'Selbstständig',
    'Autónomo',
    'Lavoratore autonomo',
  ],
  ['RETIRED', 'Retired', 'Retraité', 'Rentner', 'Jubilado', 'Pensionato'],
  ['UNEMPLOYED', 'Unemployed', 'Sans emploi', 'Arbeitslos', 'Desempleado', 'Disoccupato'],
]);

/** Finance engine: spreadsheet functions, rate conversion, payment plans, goal seek. */
export {};

// What every spreadsheet import answers (members, schools): the file's effect checked first (dryRun), then saved all
// at once or not at all, each problem by the row's index in the rows sent and the field it is about.

/** One problem of an imported row: its index in the rows sent, the field (a form field's name) and the message. */
export interface ImportIssue {
  index: number;
  field: string;
  message: string;
}

export interface ImportResult {
  /** Rows in the file. */
  total: number;
  issues: ImportIssue[];
  /** false for a check; true once every row is saved. */
  saved: boolean;
}

// Processes have no events of their own: they live only in the console and follow the commands that
// create, remove and restore them (the journal's CommandIssued and CommandSettled, see process-commands.ts).
export type ProcessEvent = never;

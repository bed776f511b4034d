export const EARLY_DATA_SCRIPT: string;
export const EARLY_DATA_SCRIPT_HASH: string;

/** The checkbox's box side: the control and its skeleton. */
export const CHECKBOX_BOX = '22px';

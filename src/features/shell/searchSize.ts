/** The search button's size, and the search panel's width when collapsed onto it (px). */
export const COLLAPSED_WIDTH = 44;

/// <reference types="vite/client" />

/**
 * The ads build flag, replaced at build time (vite.config.ts, `adsBuild`): false only in a production build
 * without VITE_ORBITAL_ADS, where `ORBITAL_ADS_BUILD && …` lets the minifier drop the ads' code.
 */
declare const ORBITAL_ADS_BUILD: boolean;

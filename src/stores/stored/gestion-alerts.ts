/**
 * Gestion's keys on this device: the newest order an open screen announced (`gestionDerniereCommande`: every tab of
 * the device reads it, so one order rings once), and the new-order sound turned off (`gestionSon` '0'; absent: on).
 */
import { storedText } from './stored-text.ts';

export const $lastAnnounced = storedText('gestionDerniereCommande');
export const $soundSetting = storedText('gestionSon');

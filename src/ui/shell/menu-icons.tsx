import {
  Board24Regular,
  Box24Regular,
  CalendarLtr24Regular,
  Code24Regular,
  Desktop24Regular,
  DocumentText24Regular,
  FilmstripPlay24Regular,
  Grid24Regular,
  HeartPulse24Regular,
  History24Regular,
  Live24Regular,
  Money24Regular,
  Server24Regular,
  Settings24Regular,
  Video24Regular,
} from '@fluentui/react-icons';

type Icon = typeof Board24Regular;

/** An icon per top route of the menu (spec 1 §2.1); the title under it is what screen readers read. */
export const menuIcons: Readonly<Record<string, Icon>> = {
  '/dashboard': Board24Regular,
  '/productions': Video24Regular,
  '/events': CalendarLtr24Regular,
  '/cloudrec': FilmstripPlay24Regular,
  '/content': DocumentText24Regular,
  '/channels': Live24Regular,
  '/multiview': Grid24Regular,
  '/settings': Settings24Regular,
  '/instances': Server24Regular,
  '/devices': Box24Regular,
  '/billing': Money24Regular,
  '/monitor': Desktop24Regular,
  '/sysmonitor': HeartPulse24Regular,
  '/audit': History24Regular,
  '/developer': Code24Regular,
};

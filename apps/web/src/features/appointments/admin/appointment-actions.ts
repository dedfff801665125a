import { createContext, useContext } from 'react';
import type { Appointment } from './useAppointmentChanges.ts';

export const customerName = (a: Appointment) => `${a.firstName} ${a.lastName}`;

/** What an appointment's buttons do, to the appointment they are on. */
export interface AppointmentActions {
  confirm: (a: Appointment) => void;
  complete: (a: Appointment) => void;
  reschedule: (a: Appointment) => void;
  cancel: (a: Appointment) => void;
  noShow: (a: Appointment) => void;
  /** The car is here: its repair order is opened. */
  checkIn: (a: Appointment) => void;
}

/**
 * The Appointments tab's actions and dialogs, for the appointment opened at its own address over
 * the list (AppointmentDrawer): the same buttons do the same things there.
 */
export const AppointmentActionsContext = createContext<{
  actions: AppointmentActions;
  /** Whether a change to this appointment is on its way. */
  busy: (id: number) => boolean;
} | null>(null);

export function useAppointmentActions() {
  const value = useContext(AppointmentActionsContext);
  if (!value) throw new Error('An appointment opened outside the Appointments tab');
  return value;
}

import type { AppointmentRequestInput, Language } from '@shop/contract';

/** The booking form as typed: every field a string, converted for the contract on checking. */
export interface BookingValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  /** A service id, or '' for "Not sure". */
  serviceId: string;
  vehicleYear: string;
  vehicleMake: string;
  vehicleModel: string;
  /** One of the offered slot starts. */
  appointmentDate: string;
  notes: string;
  language: Language;
  /** Honeypot. */
  website: string;
}

export const emptyBooking = (language: Language, serviceId = ''): BookingValues => ({
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  serviceId,
  vehicleYear: '',
  vehicleMake: '',
  vehicleModel: '',
  appointmentDate: '',
  notes: '',
  language,
  website: '',
});

/** What the contract checks: numbers as numbers, "Not sure" as null. */
export function bookingInput(values: BookingValues): AppointmentRequestInput {
  const year = values.vehicleYear.trim();
  return {
    ...values,
    serviceId: values.serviceId ? Number(values.serviceId) : null,
    vehicleYear: year ? Number(year) : null,
  };
}

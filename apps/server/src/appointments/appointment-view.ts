import type { Loaded } from '@mikro-orm/core';
import type { AppointmentStatus, Language } from '@shop/contract';
import type { Appointment } from './appointment.entity.ts';
import type { AppointmentDetails } from './emails/appointment-details.ts';

type WithService = Loaded<Appointment, 'service'>;

/** An appointment as the staff list shows it. */
export interface AppointmentRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string;
  appointmentDate: Date;
  serviceId: number | null;
  /** Null for "Service TBD". */
  serviceName: string | null;
  vehicleYear: number | null;
  vehicleMake: string | null;
  vehicleModel: string | null;
  notes: string | null;
  status: AppointmentStatus;
  language: Language;
  confirmedAt: Date | null;
  cancelReason: string | null;
  cancelledAt: Date | null;
  createdAt: Date;
}

export function appointmentRow(a: WithService): AppointmentRow {
  return {
    id: a.id,
    firstName: a.firstName,
    lastName: a.lastName,
    email: a.email ?? null,
    phone: a.phone,
    appointmentDate: a.appointmentDate,
    serviceId: a.service?.id ?? null,
    serviceName: a.service?.name ?? null,
    vehicleYear: a.vehicleYear ?? null,
    vehicleMake: a.vehicleMake ?? null,
    vehicleModel: a.vehicleModel ?? null,
    notes: a.notes ?? null,
    status: a.status,
    language: a.language,
    confirmedAt: a.confirmedAt ?? null,
    cancelReason: a.cancelReason ?? null,
    cancelledAt: a.cancelledAt ?? null,
    createdAt: a.createdAt,
  };
}

/** What the customer who asked gets back: their request in their language, without anything staff keep. */
export interface BookedAppointment {
  id: number;
  firstName: string;
  lastName: string;
  appointmentDate: Date;
  serviceId: number | null;
  serviceName: string | null;
  vehicleYear: number | null;
  vehicleMake: string | null;
  vehicleModel: string | null;
  status: AppointmentStatus;
  language: Language;
}

export function bookedAppointment(a: WithService): BookedAppointment {
  const row = appointmentRow(a);
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    appointmentDate: row.appointmentDate,
    serviceId: row.serviceId,
    // The customer reads it on the booking page in the language they booked in.
    serviceName: (a.language === 'es' && a.service?.nameEs) || row.serviceName,
    vehicleYear: row.vehicleYear,
    vehicleMake: row.vehicleMake,
    vehicleModel: row.vehicleModel,
    status: row.status,
    language: row.language,
  };
}

export function appointmentDetails(a: WithService): AppointmentDetails {
  const vehicle = [a.vehicleYear, a.vehicleMake, a.vehicleModel].filter(Boolean).join(' ');
  return {
    id: a.id,
    firstName: a.firstName,
    lastName: a.lastName,
    email: a.email ?? null,
    phone: a.phone,
    appointmentDate: a.appointmentDate,
    serviceName: (a.language === 'es' && a.service?.nameEs) || (a.service?.name ?? null),
    serviceNameEn: a.service?.name ?? null,
    vehicle: vehicle || null,
    notes: a.notes ?? null,
    language: a.language,
  };
}

import { Appointment } from '../appointments/appointment.entity.ts';
import { AuditEvent } from '../audit/audit-event.entity.ts';
import { Session } from '../auth/session.entity.ts';
import { User } from '../auth/user.entity.ts';
import { BackupRun } from '../backups/backup-run.entity.ts';
import { CarouselImage } from '../carousel/carousel-image.entity.ts';
import { UploadTicket } from '../media/upload-ticket.entity.ts';
import { ContactMessage } from '../messages/contact-message.entity.ts';
import { MessageReply } from '../messages/message-reply.entity.ts';
import { Part } from '../parts/part.entity.ts';
import { PartCategory } from '../parts/part-category.entity.ts';
import { Testimonial } from '../reviews/testimonial.entity.ts';
import { Service } from '../services/service.entity.ts';
import { BusinessSetting } from '../settings/business-setting.entity.ts';

/** The nine tables of the specification, the upload tickets, the replies to messages, the part categories, the backup runs and the review requests. */
export const entities = [
  UploadTicket,
  User,
  Session,
  Service,
  Testimonial,
  Appointment,
  ContactMessage,
  MessageReply,
  BusinessSetting,
  CarouselImage,
  PartCategory,
  Part,
  BackupRun,
  AuditEvent,
];

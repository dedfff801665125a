import { Appointment } from '../appointments/appointment.entity.ts';
import { Session } from '../auth/session.entity.ts';
import { User } from '../auth/user.entity.ts';
import { CarouselImage } from '../carousel/carousel-image.entity.ts';
import { ContactMessage } from '../messages/contact-message.entity.ts';
import { Part } from '../parts/part.entity.ts';
import { Service } from '../services/service.entity.ts';
import { BusinessSetting } from '../settings/business-setting.entity.ts';
import { Testimonial } from '../testimonials/testimonial.entity.ts';

/** The nine tables of the specification. */
export const entities = [
  User,
  Session,
  Service,
  Testimonial,
  Appointment,
  ContactMessage,
  BusinessSetting,
  CarouselImage,
  Part,
];

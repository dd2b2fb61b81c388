/** The seven fields a person fills in, as schema/enquiry.schema.json names them and the database stores them. */
export interface EnquiryFields {
  name: string;
  email: string;
  phone: string;
  services: string;
  country: string;
  price: string;
  message: string;
}

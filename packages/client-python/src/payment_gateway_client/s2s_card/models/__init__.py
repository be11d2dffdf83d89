"""Contains all the data models used in inputs/outputs"""

from .capture_request import CaptureRequest
from .create_schedule_request import CreateScheduleRequest
from .creditvoid_request import CreditvoidRequest
from .delete_schedule_request import DeleteScheduleRequest
from .error_body import ErrorBody
from .get_trans_status_by_order_request import GetTransStatusByOrderRequest
from .get_trans_status_request import GetTransStatusRequest
from .payment_record import PaymentRecord
from .payment_record_authentication_flow import PaymentRecordAuthenticationFlow
from .payment_record_custom_data import PaymentRecordCustomData
from .recurring_sale_request import RecurringSaleRequest
from .s2s_card_named_parameters import S2SCardNamedParameters
from .s2s_card_named_parameters_url_target import S2SCardNamedParametersUrlTarget
from .s2s_card_response import S2SCardResponse
from .status_record import StatusRecord
from .update_schedule_request import UpdateScheduleRequest
from .void_request import VoidRequest

__all__ = (
    "CaptureRequest",
    "CreateScheduleRequest",
    "CreditvoidRequest",
    "DeleteScheduleRequest",
    "ErrorBody",
    "GetTransStatusByOrderRequest",
    "GetTransStatusRequest",
    "PaymentRecord",
    "PaymentRecordAuthenticationFlow",
    "PaymentRecordCustomData",
    "RecurringSaleRequest",
    "S2SCardNamedParameters",
    "S2SCardNamedParametersUrlTarget",
    "S2SCardResponse",
    "StatusRecord",
    "UpdateScheduleRequest",
    "VoidRequest",
)

module paymentgateway.example/client-go

go 1.25.0

require (
	github.com/oapi-codegen/runtime v1.8.0
	github.com/santhosh-tekuri/jsonschema/v6 v6.0.2
	golang.org/x/text v0.40.0
)

require (
	github.com/apapsch/go-jsonmerge/v2 v2.0.0 // indirect
	github.com/google/uuid v1.6.0 // indirect
)

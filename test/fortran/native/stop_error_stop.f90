program s
print *, 'a'
error stop
end program
